#!/usr/bin/env python3
"""Turn JMH JSON results into a Markdown table and an SVG bar chart (standard library only).

usage: python3 benchmarks/plot.py results.json chart.svg > table.md

Medians are taken over every measurement iteration of a benchmark (JMH's rawData). Ratios are
against Parquetry in the same workload (its typed mapper when present, else its Row API): a
ratio above 1 means the contender took longer than Parquetry.
"""
import json
import statistics
import sys
from collections import OrderedDict
from xml.sax.saxutils import escape

PARQUETRY = ("parquetry", "parquetryRow")
COLORS = {
    "parquetry": "#1b7837", "parquetryRow": "#7fbf7b", "carpet": "#762a83", "avro": "#e08214",
    "group": "#2166ac", "parquetJava": "#2166ac", "duckdb": "#b2182b",
}


def load(path):
    with open(path) as f:
        runs = json.load(f)
    workloads = OrderedDict()
    for r in runs:
        cls, method = r["benchmark"].rsplit(".", 2)[-2:]
        raw = [v for fork in r["primaryMetric"]["rawData"] for v in fork]
        alloc = r.get("secondaryMetrics", {}).get("gc.alloc.rate.norm") \
            or r.get("secondaryMetrics", {}).get("\u00b7gc.alloc.rate.norm")
        params = r.get("params") or {}
        workloads.setdefault(cls, OrderedDict())[method] = {
            "median": statistics.median(raw),
            "unit": r["primaryMetric"]["scoreUnit"],
            "alloc": alloc["score"] if alloc else None,
            "params": ", ".join(f"{k}={v}" for k, v in params.items()),
        }
    return workloads


def baseline(results):
    for name in PARQUETRY:
        if name in results:
            return results[name]["median"]
    return None


def table(workloads):
    out = []
    for cls, results in workloads.items():
        base = baseline(results)
        params = next(iter(results.values()))["params"]
        out.append(f"### {cls}" + (f" ({params})" if params else ""))
        out.append("")
        out.append("| contender | median | vs Parquetry | allocated per op |")
        out.append("|---|---:|---:|---:|")
        for name, r in sorted(results.items(), key=lambda kv: kv[1]["median"]):
            ratio = f"{r['median'] / base:.2f}x" if base else "n/a"
            alloc = f"{r['alloc'] / 1048576:.1f} MiB" if r["alloc"] is not None else "n/a"
            out.append(f"| {name} | {r['median']:.3f} {r['unit']} | {ratio} | {alloc} |")
        out.append("")
    return "\n".join(out)


def svg(workloads):
    """One panel per workload: horizontal bars, each scaled to the panel's slowest contender."""
    width, label_w, bar_h, gap, panel_gap = 760, 120, 18, 4, 34
    y = 40
    parts = []
    for cls, results in workloads.items():
        top = max(r["median"] for r in results.values())
        unit = next(iter(results.values()))["unit"]
        parts.append(f'<text x="10" y="{y}" font-size="14" font-weight="bold">{escape(cls)} '
                     f'(median {escape(unit)}, shorter is faster)</text>')
        y += 10
        for name, r in sorted(results.items(), key=lambda kv: kv[1]["median"]):
            w = max(1.0, (width - label_w - 110) * r["median"] / top)
            color = COLORS.get(name, "#666666")
            parts.append(f'<text x="{label_w - 6}" y="{y + bar_h - 5}" font-size="12" '
                         f'text-anchor="end">{escape(name)}</text>')
            parts.append(f'<rect x="{label_w}" y="{y}" width="{w:.1f}" height="{bar_h}" fill="{color}"/>')
            parts.append(f'<text x="{label_w + w + 6:.1f}" y="{y + bar_h - 5}" font-size="12">'
                         f'{r["median"]:.3g}</text>')
            y += bar_h + gap
        y += panel_gap
    head = (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{y}" '
            f'font-family="sans-serif">\n<rect width="100%" height="100%" fill="white"/>\n'
            f'<text x="10" y="22" font-size="16" font-weight="bold">Parquetry benchmarks (JMH)</text>\n')
    return head + "\n".join(parts) + "\n</svg>\n"


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    workloads = load(sys.argv[1])
    with open(sys.argv[2], "w") as f:
        f.write(svg(workloads))
    print(table(workloads))


if __name__ == "__main__":
    main()

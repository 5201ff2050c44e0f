#!/usr/bin/env bash
# Runs a coverage-guided fuzzing campaign on the fuzz tests of io.parquetry.fuzz with Jazzer.
#
#   runtime/fuzz/campaign.sh SECONDS [Class#method ...]
#
# Without targets it fuzzes every target in turn, SECONDS each. The corpus a target grows is kept in
# runtime/target/fuzz-corpus/<Class>/<method> (reused by the next run); crashing inputs are written
# to runtime/target/fuzz-findings/<Class>/<method>/crash-*: copy one to
# runtime/src/test/resources/io/parquetry/fuzz/<Class>Inputs/<method>/ to replay it in every build.
set -euo pipefail
cd "$(dirname "$0")/../.."
secs=${1:?usage: campaign.sh SECONDS [Class#method ...]}
shift
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  targets=(ThriftFuzzTest#footer ThriftFuzzTest#pageHeader ThriftFuzzTest#otherStructures
           DecoderFuzzTest#values DecoderFuzzTest#levels DecoderFuzzTest#dictionaryIndices
           CodecFuzzTest#decompress CodecFuzzTest#compressThenDecompress VariantFuzzTest#decode
           FileFuzzTest#rows FileFuzzTest#records)
fi
cpfile=runtime/target/fuzz-classpath.txt
mvn -B -q -pl runtime -am test-compile dependency:build-classpath -Dmdep.outputFile="$PWD/$cpfile" \
    -Dmdep.includeScope=test >/dev/null
cp="runtime/target/test-classes:runtime/target/classes:$(cat "$cpfile")"
status=0
for t in "${targets[@]}"; do
  class=${t%%#*}
  method=${t##*#}
  corpus=runtime/target/fuzz-corpus/$class/$method
  findings=runtime/target/fuzz-findings/$class/$method
  seeds=runtime/src/test/resources/io/parquetry/fuzz/${class}Inputs/$method
  mkdir -p "$corpus" "$findings" "$seeds"
  echo "== $class#$method for ${secs}s"
  # -rss_limit_mb=0: the JVM's own -Xmx bounds memory (an OutOfMemoryError is a finding)
  java -Xmx1g -Xss1m -Dparquetry.testing.dir="$PWD/testing/parquet-testing" -cp "$cp" \
      com.code_intelligence.jazzer.Jazzer \
      --target_class="io.parquetry.fuzz.$class" --target_method="$method" \
      --instrumentation_includes='io.parquetry.**' --keep_going=20 \
      -max_total_time="$secs" -timeout=10 -rss_limit_mb=0 -print_final_stats=1 \
      -artifact_prefix="$findings/" "$corpus" "$seeds" || status=1
done
exit $status

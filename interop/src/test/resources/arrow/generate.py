"""Writes the pyarrow fixtures that WriterSweepTest reads (generated with pyarrow 25.0.1).

Run `python3 generate.py` in this directory. One table of arrow types with extremes, empties
and nulls (6 rows), written with different writer settings; values are listed below.
"""
import pyarrow as pa, pyarrow.parquet as pq, decimal, datetime, uuid
n = 6
def col(vals, typ): return pa.array(vals, type=typ)
i8 = [-128, 127, 0, None, 5, 6]
cols = {
 'i8': col(i8, pa.int8()), 'u8': col([0,255,0,None,5,6], pa.uint8()), 'u16': col([0,65535,0,None,5,6], pa.uint16()),
 'u32': col([0,4294967295,0,None,5,6], pa.uint32()), 'u64': col([0,18446744073709551615,0,None,5,6], pa.uint64()),
 'f16': col([None, 1.5, -0.0, 65504.0, float('nan'), float('inf')], pa.float16()) if hasattr(pa,'float16') else None,
 'd32': col([decimal.Decimal('-9999999.99'), decimal.Decimal('9999999.99'), decimal.Decimal('0.00'), None, decimal.Decimal('1.25'), decimal.Decimal('-1.25')], pa.decimal128(9,2)),
 'd256': col([decimal.Decimal('-' + '9'*70 + '.99'), decimal.Decimal('9'*70 + '.99'), decimal.Decimal('0.00'), None, decimal.Decimal('1.25'), decimal.Decimal('-1.25')], pa.decimal256(72,2)),
 'ls': col(['', 'x'*300, 'é😀', None, 'a', 'b'], pa.large_string()),
 'lb': col([b'', b'\x00\xff', b'a', None, b'b', b'c'], pa.large_binary()),
 'fsb': col([b'abc', b'\x00\x00\x00', b'xyz', None, b'def', b'ghi'], pa.binary(3)),
 'd64': col([datetime.date(1,1,1), datetime.date(9999,12,31), datetime.date(1970,1,1), None, datetime.date(2020,2,29), datetime.date(1969,12,31)], pa.date64()),
 't32s': col([0, 86399, 0, None, 3600, 7], pa.time32('s')),
 't32ms': col([0, 86399999, 0, None, 3600, 7], pa.time32('ms')),
 't64us': col([0, 86399999999, 0, None, 3600, 7], pa.time64('us')),
 't64ns': col([0, 86399999999999, 0, None, 3600, 7], pa.time64('ns')),
 'ts_s': col([-62135596800, 253402300799, 0, None, 1, -1], pa.timestamp('s')),
 'ts_ms_tz': col([-62135596800000, 253402300799999, 0, None, 1, -1], pa.timestamp('ms', tz='Europe/Paris')),
 'ts_ns_utc': col([-2**63+1, 2**63-1, 0, None, 1, -1], pa.timestamp('ns', tz='UTC')),
 'dur_s': col([-2**63+1, 2**63-1, 0, None, 1, -1], pa.duration('s')),
 'dur_ns': col([-2**63+1, 2**63-1, 0, None, 1, -1], pa.duration('ns')),
 'dict': pa.array(['a', 'b', None, 'a', 'c', 'b']).dictionary_encode(),
 'nul': pa.nulls(n),
 'll': col([[1, None], [], None, [2**31-1], [-2**31], [3]], pa.large_list(pa.int32())),
 'fsl': col([[1, 2], None, [None, None], [3, 4], [5, None], [0, 0]], pa.list_(pa.int32(), 2)),
 'lv': col([[1], [], None, [2, 3], [None], [4]], pa.list_view(pa.int32())) if hasattr(pa, 'list_view') else None,
 'sv': col(['a', 'bb', None, '', 'x'*20, 'y'], pa.string_view()) if hasattr(pa, 'string_view') else None,
 'st': col([{'a': 1, 'b': 'x'}, None, {'a': None, 'b': None}, {'a': 3, 'b': ''}, {'a': 4, 'b': 'y'}, {'a': 5, 'b': 'z'}], pa.struct([('a', pa.int32()), ('b', pa.string())])),
 'mp': col([[('a', 1)], [], None, [('b', None), ('c', 3)], [('d', 4)], [('e', 5)]], pa.map_(pa.string(), pa.int32())),
 'uuid': pa.ExtensionArray.from_storage(pa.uuid(), pa.array([uuid.UUID(int=0).bytes, uuid.UUID(int=2**128-1).bytes, uuid.UUID(int=1).bytes, None, uuid.UUID(int=5).bytes, uuid.UUID(int=6).bytes], pa.binary(16))) if hasattr(pa, 'uuid') else None,
 'js': pa.ExtensionArray.from_storage(pa.json_(), pa.array(['{}', '[1]', 'null', None, '1', '"s"'])) if hasattr(pa, 'json_') else None,
 'b8': pa.ExtensionArray.from_storage(pa.bool8(), pa.array([0, 1, 2, None, 0, 1], pa.int8())) if hasattr(pa, 'bool8') else None,
}
cols = {k: v for k, v in cols.items() if v is not None}
t = pa.table(cols)
for name, kw in [('v1_snappy', dict()), ('v2_zstd', dict(data_page_version='2.0', compression='zstd')),
                 ('legacy', dict(use_compliant_nested_type=False, compression='gzip', store_schema=False)),
                 ('int96', dict(use_deprecated_int96_timestamps=True, compression='snappy')),
                 ('delta', dict(use_dictionary=False, data_page_version='2.0', compression='lz4', column_encoding={'ls':'DELTA_BYTE_ARRAY','lb':'DELTA_LENGTH_BYTE_ARRAY','i8':'DELTA_BINARY_PACKED','u64':'DELTA_BINARY_PACKED','d32':'BYTE_STREAM_SPLIT','fsb':'BYTE_STREAM_SPLIT','t64ns':'BYTE_STREAM_SPLIT'})),
                 ('pageidx', dict(write_page_index=True, data_page_size=64, write_batch_size=2, compression='none', store_decimal_as_integer=True, write_page_checksum=True)),
                 ]:
    pq.write_table(t, name + '.parquet', **kw)

# Nested arrow types in tiny pages and several row groups, with legacy list element names
# (parquet-java 1.17 cannot read pages this small; DuckDB is the oracle for this one).
n = 300
lst = pa.array([None if i % 7 == 0 else [None if (i + j) % 5 == 0 else {'a': i + j, 'm': [('k%d' % j, [i, None])] if j % 2 else None}
                                         for j in range(i % 4)] for i in range(n)],
               type=pa.list_(pa.struct([('a', pa.int64()), ('m', pa.map_(pa.string(), pa.list_(pa.int32())))])))
fsl = pa.array([None if i % 3 == 0 else [[i, None], None] for i in range(n)], type=pa.list_(pa.list_(pa.int16(), 2), 2))
s = pa.array([None if i % 11 == 0 else ('v%d' % (i % 37)) * (i % 5) for i in range(n)], pa.string())
nested = pa.table({'lst': lst, 'fsl': fsl, 's': s, 'id': pa.array(range(n), pa.int64())})
pq.write_table(nested, 'nested_pages.parquet', data_page_size=100, write_batch_size=7, row_group_size=100,
               compression='zstd', use_compliant_nested_type=False)

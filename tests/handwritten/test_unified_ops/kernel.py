# tests/ut/language/test_unified_ops.py::TestCastSaturationMode::test_printed_cast_round_trips_through_the_parser (hand-written)
import pypto.language as pl

saturation_mode = 'off'


@pl.function(type=pl.FunctionType.InCore)
def kernel(
    x: pl.Tensor[[8, 256], pl.FP16], out: pl.Tensor[[8, 256], pl.INT8]
) -> pl.Tensor[[8, 256], pl.INT8]:
    t = pl.load(x, [0, 0], [8, 256])
    q = pl.cast(t, pl.INT8, mode="trunc", saturation_mode=saturation_mode)
    return pl.store(q, [0, 0], out)

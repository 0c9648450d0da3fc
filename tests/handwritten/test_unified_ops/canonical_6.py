# tests/ut/language/test_unified_ops.py::TestScalarAutoDispatch::test_explicit_tile_scalar_sugars_to_scalar_op (hand-written)
import pypto.language as pl

scalar_val = 3.14


@pl.function
def canonical(
    t: pl.Tensor[[64, 64], pl.FP32], out: pl.Tensor[[64, 64], pl.FP32]
) -> pl.Tensor[[64, 64], pl.FP32]:
    a: pl.Tile[[64, 64], pl.FP32] = pl.tile.load(t, offsets=[0, 0], shapes=[64, 64])
    b: pl.Tile[[64, 64], pl.FP32] = pl.tile.muls(a, scalar_val)
    result: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(b, offsets=[0, 0], output_tensor=out)
    return result

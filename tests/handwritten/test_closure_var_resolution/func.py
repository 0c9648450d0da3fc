# tests/ut/language/parser/test_closure_var_resolution.py::TestClosureVarAsPositionalArg::test_list_closure_var_as_positional_arg (hand-written)
import pypto.language as pl

OFFSET = [0, 0]
TILE_SHAPE = [64, 64]


@pl.function
def func(
    t: pl.Tensor[[128, 128], pl.FP32], out: pl.Tensor[[128, 128], pl.FP32]
) -> pl.Tensor[[128, 128], pl.FP32]:
    a: pl.Tile[[64, 64], pl.FP32] = pl.tile.load(t, OFFSET, TILE_SHAPE)
    result: pl.Tensor[[128, 128], pl.FP32] = pl.tile.store(a, OFFSET, output_tensor=out)
    return result

# tests/ut/language/parser/test_closure_var_resolution.py::TestClosureVarAsPositionalArg::test_nested_list_closure_var (rejected by the reference parser)
import pypto.language as pl

OFFSETS = [[0, 0], [64, 64]]


@pl.function
def func(
    t: pl.Tensor[[128, 128], pl.FP32], out: pl.Tensor[[128, 128], pl.FP32]
) -> pl.Tensor[[128, 128], pl.FP32]:
    a: pl.Tile[[64, 64], pl.FP32] = pl.tile.load(
        t,
        OFFSETS,  # pyright: ignore[reportArgumentType]
        shapes=[64, 64],
    )
    result: pl.Tensor[[128, 128], pl.FP32] = pl.tile.store(a, [0, 0], output_tensor=out)
    return result

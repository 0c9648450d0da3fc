# tests/ut/language/parser/test_type_resolver.py::TestClosureVarsInFunctionBody::test_shapes_kwarg_from_variable (hand-written)
import pypto.language as pl

tile_shape = [32, 32]


@pl.function
def func(
    t: pl.Tensor[[128, 128], pl.FP32], out: pl.Tensor[[128, 128], pl.FP32]
) -> pl.Tensor[[128, 128], pl.FP32]:
    a: pl.Tile[[32, 32], pl.FP32] = pl.tile.load(t, offsets=[0, 0], shapes=tile_shape)
    result: pl.Tensor[[128, 128], pl.FP32] = pl.tile.store(a, offsets=[0, 0], output_tensor=out)
    return result

# tests/ut/language/parser/test_type_resolver.py::TestClosureVarsInFunctionBody::test_tile_shape_and_dtype_from_closure (hand-written)
import pypto.language as pl

tensor_shape = [128, 128]
tile_shape = [64, 64]
dtype = pl.FP32


@pl.function
def func(
    t: pl.Tensor[tensor_shape, dtype], out: pl.Tensor[tensor_shape, dtype]
) -> pl.Tensor[tensor_shape, dtype]:
    a: pl.Tile[tile_shape, dtype] = pl.tile.load(t, offsets=[0, 0], shapes=tile_shape)
    result: pl.Tensor[tensor_shape, dtype] = pl.tile.store(a, offsets=[0, 0], output_tensor=out)
    return result

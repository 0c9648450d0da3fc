# tests/ut/language/parser/test_type_resolver.py::TestClosureVarsInFunctionBody::test_full_parametrized_kernel (hand-written)
import pypto.language as pl

dtype = pl.FP32
x = 128
y = 128
shape = [128, 128]
tile_shape = [64, 64]


@pl.function
def kernel_add(t: pl.Tensor[[x, y], dtype], out: pl.Tensor[shape, dtype]) -> pl.Tensor[shape, dtype]:
    a: pl.Tile[tile_shape, dtype] = pl.tile.load(t, offsets=[0, 0], shapes=tile_shape)
    b: pl.Tile[tile_shape, dtype] = pl.add(a, 5)
    result: pl.Tensor[shape, dtype] = pl.tile.store(b, offsets=[0, 0], output_tensor=out)
    return result

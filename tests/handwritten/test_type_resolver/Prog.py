# tests/ut/language/parser/test_type_resolver.py::TestClosureVarsInFunctionBody::test_program_with_closure_shapes_in_body (hand-written)
import pypto.language as pl

shape = [128, 128]
tile_shape = [64, 64]
dtype = pl.FP32


@pl.program
class Prog:
    @pl.function
    def compute(
        self, t: pl.Tensor[shape, dtype], out: pl.Tensor[shape, dtype]
    ) -> pl.Tensor[shape, dtype]:
        a: pl.Tile[tile_shape, dtype] = pl.tile.load(t, offsets=[0, 0], shapes=tile_shape)
        result: pl.Tensor[shape, dtype] = pl.tile.store(a, offsets=[0, 0], output_tensor=out)
        return result

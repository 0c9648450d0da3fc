# tests/ut/codegen/test_pto_codegen_ops.py::TestTileReadWriteOffsetCodegen::test_tile_read_constant_2d (hand-written)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        src: pl.Tensor[[4, 8], pl.FP32],
        dst: pl.Tensor[[4, 8], pl.FP32],
    ) -> pl.Tensor[[4, 8], pl.FP32]:
        t: pl.Tile[[4, 8], pl.FP32] = pl.load(src, [0, 0], [4, 8])
        val: pl.Scalar[pl.FP32] = pl.tile.read(t, [1, 3])
        pl.tile.write(t, [0, 0], val)
        return pl.store(t, [0, 0], dst)

# tests/ut/codegen/test_pto_codegen_ops.py::TestTileAssembleCodegen::test_tile_assemble_codegen (hand-written)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        target_in: pl.Tensor[[16, 128], pl.FP32],
        source_in: pl.Tensor[[16, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        target: pl.Tile[[16, 128], pl.FP32] = pl.load(target_in, [0, 0], [16, 128])
        source: pl.Tile[[16, 64], pl.FP32] = pl.load(source_in, [0, 0], [16, 64])
        result: pl.Tile[[16, 128], pl.FP32] = pl.tile.assemble(target, source, [0, 64])
        return pl.store(result, [0, 0], out)

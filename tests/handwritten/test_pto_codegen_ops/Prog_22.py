# tests/ut/codegen/test_pto_codegen_ops.py::TestColReductionCodegen::test_col_sum_codegen_binary (hand-written)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        input: pl.Tensor[[16, 16], pl.FP32],
        output: pl.Tensor[[1, 16], pl.FP32],
    ) -> pl.Tensor[[1, 16], pl.FP32]:
        tile_in: pl.Tile[[16, 16], pl.FP32] = pl.load(input, [0, 0], [16, 16])
        tmp_tile: pl.Tile[[16, 16], pl.FP32] = pl.tile.create(
            [16, 16], dtype=pl.FP32, target_memory=pl.MemorySpace.Vec
        )
        result: pl.Tile[[1, 16], pl.FP32] = pl.tile.col_sum(tile_in, tmp_tile)
        return pl.store(result, [0, 0], output)

# tests/ut/codegen/test_pto_codegen_ops.py::TestColReductionCodegen::test_col_sum_codegen (hand-written)
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
        result: pl.Tile[[1, 16], pl.FP32] = pl.tile.col_sum(tile_in)
        return pl.store(result, [0, 0], output)

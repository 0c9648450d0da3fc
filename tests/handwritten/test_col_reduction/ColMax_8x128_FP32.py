# tests/st/runtime/test_col_reduction.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class ColMax_8x128_FP32:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        input_tensor: pl.Tensor[[8, 128], pl.FP32],
        output: pl.Out[pl.Tensor[[1, 128], pl.FP32]],
    ) -> pl.Tensor[[1, 128], pl.FP32]:
        tile: pl.Tile[[8, 128], pl.FP32] = pl.load(input_tensor, [0, 0], [8, 128])
        result: pl.Tile[[1, 128], pl.FP32] = pl.tile.col_max(tile)
        return pl.store(result, [0, 0], output)

    @pl.function(type=pl.FunctionType.Orchestration)
    def orchestrator(
        self,
        input_tensor: pl.Tensor[[8, 128], pl.FP32],
        output: pl.Out[pl.Tensor[[1, 128], pl.FP32]],
    ) -> pl.Tensor[[1, 128], pl.FP32]:
        output = self.kernel(input_tensor, output)
        return output

# tests/st/runtime/ops/test_argmax_reduction.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class RowArgmin_16x16_FP32:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        input_tensor: pl.Tensor[[16, 16], pl.FP32],
        output: pl.Out[pl.Tensor[[16, 1], pl.INT32]],
    ) -> pl.Tensor[[16, 1], pl.INT32]:
        tile: pl.Tile[[16, 16], pl.FP32] = pl.load(input_tensor, [0, 0], [16, 16])
        tmp: pl.Tile[[16, 16], pl.FP32] = pl.tile.create(
            [16, 16], dtype=pl.FP32, target_memory=pl.MemorySpace.Vec
        )
        result: pl.Tile[[16, 1], pl.INT32] = pl.tile.row_argmin(tile, tmp)
        return pl.store(result, [0, 0], output)

    @pl.function(type=pl.FunctionType.Orchestration)
    def orchestrator(
        self,
        input_tensor: pl.Tensor[[16, 16], pl.FP32],
        output: pl.Out[pl.Tensor[[16, 1], pl.INT32]],
    ) -> pl.Tensor[[16, 1], pl.INT32]:
        output = self.kernel(input_tensor, output)
        return output

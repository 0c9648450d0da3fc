# tests/ut/ir/transforms/test_optimize_orch_tensors.py::TestOutWindowExternalizer::test_full_shape_zero_offset_window_stays_baseline (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel_full(
        self,
        data: pl.Tensor[[64, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        tile: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(
            data, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec, transpose=False
        )
        ret = pl.tile.store(tile, [0, 0], out)
        return ret

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        data: pl.Tensor[[64, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        result = self.kernel_full(data, out)
        return result

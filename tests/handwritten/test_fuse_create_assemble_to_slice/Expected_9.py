# tests/ut/ir/transforms/test_fuse_create_assemble_to_slice.py::TestFuseCreateAssembleToSlice::test_tuple_return_callee_root_tracked_and_fused (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def fill_row(
        self,
        x: pl.Tensor[[4, 8], pl.FP32],
        r: pl.Scalar[pl.INDEX],
        stats: pl.Out[pl.Tensor[[1], pl.FP32]],
        out: pl.Out[pl.Tensor[[1, 8], pl.FP32]],
    ) -> tuple[pl.Tensor[[1], pl.FP32], pl.Tensor[[1, 8], pl.FP32]]:
        s_tile: pl.Tile[[1], pl.FP32] = pl.load(stats, [0], [1])
        stats_1: pl.Tensor[[1], pl.FP32] = pl.store(s_tile, [0], stats)
        row_tile: pl.Tile[[1, 8], pl.FP32] = pl.load(x, [r, 0], [1, 8])
        out_1: pl.Tensor[[1, 8], pl.FP32] = pl.store(row_tile, [0, 0], out)
        return stats_1, out_1

    @pl.function(type=pl.FunctionType.Orchestration)
    def orch(
        self,
        x: pl.Tensor[[4, 8], pl.FP32],
        out: pl.Out[pl.Tensor[[4, 8], pl.FP32]],
    ) -> pl.Tensor[[4, 8], pl.FP32]:
        for r in pl.range(4):
            stats: pl.Tensor[[1], pl.FP32] = pl.create_tensor([1], dtype=pl.FP32)
            row: pl.Tensor[[1, 8], pl.FP32] = pl.slice(out, [1, 8], [r, 0])
            stats, row = self.fill_row(x, r, stats, row)
        return out

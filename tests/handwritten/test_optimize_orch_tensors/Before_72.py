# tests/ut/ir/transforms/test_optimize_orch_tensors.py::TestOutWindowExternalizer::test_dynamic_parent_static_loop_offset_output_window_stays_baseline (hand-written)
import pypto.language as pl

user_batch = pl.dynamic("USER_BATCH")


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def copy_tile(
        self,
        data: pl.Tensor[[16, 128], pl.FP32],
        b0: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[user_batch, 128], pl.FP32]],
    ) -> pl.Tensor[[user_batch, 128], pl.FP32]:
        tile: pl.Tile[[16, 128], pl.FP32] = pl.load(data, [0, 0], [16, 128])
        ret = pl.store(tile, [b0, 0], out)
        return ret

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        data: pl.Tensor[[16, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[user_batch, 128], pl.FP32]],
    ) -> pl.Tensor[[user_batch, 128], pl.FP32]:
        for b0, (out_iter,) in pl.range(0, 32, 16, init_values=(out,)):
            out_next = self.copy_tile(data, b0, out_iter)
            out_rv = pl.yield_(out_next)
        return out_rv

# tests/ut/ir/transforms/test_optimize_orch_tensors.py::TestOutWindowExternalizer::test_dynamic_parent_partial_static_output_window_stays_baseline (hand-written)
import pypto.language as pl

user_batch = pl.dynamic("USER_BATCH")


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def copy_dyn_batch(
        self,
        data: pl.Tensor[[32, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[user_batch, 128], pl.FP32]],
    ) -> pl.Tensor[[user_batch, 128], pl.FP32]:
        for b0, (out_iter,) in pl.range(0, 32, 16, init_values=(out,)):
            chunk: pl.Tile[[16, 128], pl.FP32] = pl.load(data, [b0, 0], [16, 128])
            out_next: pl.Tensor[[user_batch, 128], pl.FP32] = pl.store(chunk, [b0, 0], out_iter)
            out_rv = pl.yield_(out_next)
        return out_rv

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        data: pl.Tensor[[32, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[user_batch, 128], pl.FP32]],
    ) -> pl.Tensor[[user_batch, 128], pl.FP32]:
        return self.copy_dyn_batch(data, out)

# tests/ut/ir/transforms/test_optimize_orch_tensors.py::TestOutWindowExternalizer::test_aggregate_input_window_loop_rewrites_qk_norm_shape (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def qk_norm_like(
        self,
        q_out: pl.Out[pl.Tensor[[16, 5120], pl.FP32]],
        k_out: pl.Out[pl.Tensor[[16, 1024], pl.FP32]],
        q_proj: pl.Tensor[[16, 5120], pl.FP32],
        k_proj: pl.Tensor[[16, 1024], pl.FP32],
        row: pl.Scalar[pl.INDEX],
    ) -> tuple[pl.Tensor[[16, 5120], pl.FP32], pl.Tensor[[16, 1024], pl.FP32]]:
        for h, (q_iter, k_iter) in pl.range(8, init_values=(q_out, k_out)):
            q0: pl.Scalar[pl.INDEX] = h * 640
            k0: pl.Scalar[pl.INDEX] = h * 128
            q_tile: pl.Tile[[16, 640], pl.FP32] = pl.load(q_proj, [row, q0], [16, 640])
            k_tile: pl.Tile[[16, 128], pl.FP32] = pl.load(k_proj, [row, k0], [16, 128])
            q_next: pl.Tensor[[16, 5120], pl.FP32] = pl.store(q_tile, [row, q0], q_iter)
            k_next: pl.Tensor[[16, 1024], pl.FP32] = pl.store(k_tile, [row, k0], k_iter)
            q_rv, k_rv = pl.yield_(q_next, k_next)
        return q_rv, k_rv

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        q_proj: pl.Tensor[[16, 5120], pl.FP32],
        k_proj: pl.Tensor[[16, 1024], pl.FP32],
        q_out: pl.Out[pl.Tensor[[16, 5120], pl.FP32]],
        k_out: pl.Out[pl.Tensor[[16, 1024], pl.FP32]],
    ) -> tuple[pl.Tensor[[16, 5120], pl.FP32], pl.Tensor[[16, 1024], pl.FP32]]:
        row: pl.Scalar[pl.INDEX] = 0
        return self.qk_norm_like(q_out, k_out, q_proj, k_proj, row)

# tests/ut/ir/transforms/test_optimize_orch_tensors.py::TestOutWindowExternalizer::test_aggregate_output_window_combines_multiple_stores_per_iteration (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def rope_like(
        self,
        q_out: pl.Out[pl.Tensor[[128, 64], pl.BF16]],
        q_proj: pl.Tensor[[16, 256], pl.FP32],
        row: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[128, 64], pl.BF16]:
        for h, (q_iter,) in pl.range(4, init_values=(q_out,)):
            q0: pl.Scalar[pl.INDEX] = h * 64
            out_row: pl.Scalar[pl.INDEX] = row * 8 + h * 2
            q_tile: pl.Tile[[1, 64], pl.FP32] = pl.load(q_proj, [row, q0], [1, 64])
            q_bf16: pl.Tile[[1, 64], pl.BF16] = pl.tile.cast(q_tile, target_type=pl.BF16)
            q_next: pl.Tensor[[128, 64], pl.BF16] = pl.store(q_bf16, [out_row, 0], q_iter)
            zero: pl.Tile[[1, 64], pl.BF16] = pl.tile.full([1, 64], dtype=pl.BF16, value=0.0)
            q_next_2: pl.Tensor[[128, 64], pl.BF16] = pl.store(zero, [out_row + 1, 0], q_next)
            q_rv = pl.yield_(q_next_2)
        return q_rv

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        q_proj: pl.Tensor[[16, 256], pl.FP32],
        q_out: pl.Out[pl.Tensor[[128, 64], pl.BF16]],
    ) -> pl.Tensor[[128, 64], pl.BF16]:
        row: pl.Scalar[pl.INDEX] = 3
        return self.rope_like(q_out, q_proj, row)

# tests/ut/codegen/test_orchestration_task_deps.py::test_compiler_auto_manual_scope_is_not_tied_to_function_name (hand-written)
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.AIV)
    def qk_norm(
        self,
        q_src: pl.Tensor[[64], pl.FP32],
        k_src: pl.Tensor[[64], pl.FP32],
        q_out: pl.Out[pl.Tensor[[64], pl.FP32]],
        k_out: pl.Out[pl.Tensor[[64], pl.FP32]],
    ) -> tuple[pl.Tensor[[64], pl.FP32], pl.Tensor[[64], pl.FP32]]:
        return q_out, k_out

    @pl.function(type=pl.FunctionType.AIV)
    def cache_update(
        self,
        q_norm: pl.Tensor[[64], pl.FP32],
        k_norm: pl.Tensor[[64], pl.FP32],
        all_q: pl.Out[pl.Tensor[[64], pl.FP32]],
        k_cache: pl.Out[pl.Tensor[[64], pl.FP32]],
    ) -> tuple[pl.Tensor[[64], pl.FP32], pl.Tensor[[64], pl.FP32]]:
        return all_q, k_cache

    @pl.function(type=pl.FunctionType.AIV)
    def consume(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        return x

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        q_src: pl.Tensor[[64], pl.FP32],
        k_src: pl.Tensor[[64], pl.FP32],
        q_norm_buf: pl.Tensor[[64], pl.FP32],
        k_norm_buf: pl.Tensor[[64], pl.FP32],
        all_q: pl.Tensor[[64], pl.FP32],
        k_cache: pl.Tensor[[64], pl.FP32],
        n_steps: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[64], pl.FP32]:
        q_norm_buf, k_norm_buf = self.qk_norm(q_src, k_src, q_norm_buf, k_norm_buf)
        for _i, (all_q_carried, k_cache_carried) in pl.parallel(
            0,
            n_steps,
            init_values=(all_q, k_cache),
        ):
            all_q_carried, k_cache_carried = self.cache_update(
                q_norm_buf, k_norm_buf, all_q_carried, k_cache_carried
            )
            all_q_carried, k_cache_carried = pl.yield_(all_q_carried, k_cache_carried)
        out = self.consume(k_cache_carried)
        return out

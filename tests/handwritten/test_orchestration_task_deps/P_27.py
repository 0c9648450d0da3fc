# tests/ut/codegen/test_orchestration_task_deps.py::test_spmd_submit_core_num_variable_emits_var_reference (hand-written)
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(
        self, x: pl.Tensor[[512, 128], pl.FP32], out: pl.Out[pl.Tensor[[512, 128], pl.FP32]]
    ) -> pl.Tensor[[512, 128], pl.FP32]:
        bi = pl.tile.get_block_idx()
        off = bi * 128
        t = pl.load(x, [off, 0], [128, 128])
        out = pl.store(t, [off, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[512, 128], pl.FP32],
        n: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[512, 128], pl.FP32]],
    ) -> pl.Tensor[[512, 128], pl.FP32]:
        with pl.manual_scope():
            out, _ = pl.spmd_submit(self.k, x, out, core_num=n)
        return out

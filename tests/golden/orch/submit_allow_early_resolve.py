# ptoc: compile --backend 910B --emit=orchestration
# The reference's test_submit_allow_early_resolve_emits_hint: the producer submitted with
# allow_early_resolve=True gets params_t0.set_allow_early_resolve(true) before its rt_submit;
# the plain consumer gets no hint.
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[128], pl.FP32], out: pl.Out[pl.Tensor[[128], pl.FP32]]) -> pl.Tensor[[128], pl.FP32]:
        t = pl.load(x, [0], [128])
        out = pl.store(t, [0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[128], pl.FP32], out: pl.Out[pl.Tensor[[128], pl.FP32]]) -> pl.Tensor[[128], pl.FP32]:
        with pl.manual_scope():
            scratch = pl.create_tensor([128], dtype=pl.FP32)
            scratch, tid = pl.submit(self.k, x, scratch, allow_early_resolve=True)
            out, _ = pl.submit(self.k, scratch, out, deps=[tid])
        return out

# ptoc: opt --passes=outline_incore_scopes --expect {dir}/oi_scope_task_id.expected.py
# reference test_outline_incore_scopes.py, a scope bound with `as tid` becomes pl.submit and its task id the tuple's last item
import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self, x__ssa_v0: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP) as tid__ssa_v0:
            y__ssa_v0: pl.Tensor[[64], pl.FP32] = pl.tensor.add(x__ssa_v0, x__ssa_v0)
        return y__ssa_v0

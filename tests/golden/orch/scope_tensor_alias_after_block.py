# ptoc: compile --backend 910B --emit=orchestration
# After the reference's test_cross_scope_plain_auto_call_captures_task_id_when_hoisted
# (without the AUTO-scope dependency analysis): a call result written into a tensor
# created before the pl.scope() and read in a later one is named by that tensor, not
# by a reference local that dies with its PTO2_SCOPE block.
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.AIV)
    def k1(
        self,
        out: pl.Out[pl.Tensor[[64], pl.FP32]],
    ) -> pl.Tensor[[64], pl.FP32]:
        return out

    @pl.function(type=pl.FunctionType.AIV)
    def k2(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        return x

    @pl.function(type=pl.FunctionType.Orchestration, auto_scope=False)
    def main(self, scratch: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        local = pl.create_tensor([64], dtype=pl.FP32)
        with pl.scope():
            produced = self.k1(local)
        with pl.scope():
            out = self.k2(produced)
        return out

# ptoc: compile --backend 910B --emit=orchestration
# A tensor created inside a pl.scope() and read after it, directly or through the call
# result written into it, is created before its PTO2_SCOPE block (as the task ids read
# after a block are declared there), so the C++ local outlives the block; a tensor the
# block alone uses is still created inside it.
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.AIV)
    def k1(
        self,
        x: pl.Tensor[[64], pl.FP32],
        out: pl.Out[pl.Tensor[[64], pl.FP32]],
    ) -> pl.Tensor[[64], pl.FP32]:
        return out

    @pl.function(type=pl.FunctionType.AIV)
    def k2(self, x: pl.Tensor[[64], pl.FP32], y: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        return x

    @pl.function(type=pl.FunctionType.Orchestration, auto_scope=False)
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        with pl.scope():
            inner = pl.create_tensor([64], dtype=pl.FP32)
            inner = self.k1(x, inner)
            produced = pl.create_tensor([64], dtype=pl.FP32)
            produced = self.k1(inner, produced)
            direct = pl.create_tensor([64], dtype=pl.FP32)
        with pl.scope():
            out = self.k2(produced, direct)
        return out

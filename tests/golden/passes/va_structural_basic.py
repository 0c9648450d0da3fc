# ptoc: opt --passes=derive_call_directions --verify=basic
# the program of va_structural_before: --verify=basic checks no structural property, so it passes
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.AIV)
    def fill(
        self,
        out: pl.Out[pl.Tensor[[64], pl.FP32]],
    ) -> pl.Tensor[[64], pl.FP32]:
        return out

    @pl.function(type=pl.FunctionType.AIV)
    def consume(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        return x

    @pl.function(type=pl.FunctionType.Orchestration, auto_scope=False)
    def main(self) -> pl.Tensor[[64], pl.FP32]:
        local = pl.create_tensor([64], dtype=pl.FP32)
        with pl.scope():
            self.fill(local)
        with pl.scope():
            out = self.consume(local)
        return out

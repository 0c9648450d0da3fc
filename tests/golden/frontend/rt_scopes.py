# ptoc: print
import pypto.language as pl

@pl.program
class Scopes:
    @pl.function(type=pl.FunctionType.Orchestration, auto_scope=False)
    def main(self, x: pl.Tensor[[64, 64], pl.FP32]) -> pl.Tensor[[64, 64], pl.FP32]:
        with pl.scope():
            y: pl.Tensor[[64, 64], pl.FP32] = pl.create_tensor([64, 64], dtype=pl.FP32)
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            pl.system.bar_all()
        with pl.at(level=pl.Level.CORE_GROUP):
            pl.system.bar_all()
        with pl.cluster():
            pl.system.bar_all()
        return x

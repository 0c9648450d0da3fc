# ptoc: check --backend 910B --max-steps 1000
# A loop of 2^62 trips ran for ever under check: the run's step budget stops it at the loop.
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, a: pl.Tensor[[16, 16], pl.FP32], c: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32] = pl.load(a, [0, 0], [16, 16])
        for i, (acc,) in pl.range(0, 4611686018427387904, 1, init_values=(t,)):
            s: pl.Tile[[16, 16], pl.FP32] = pl.add(acc, t)
            acc_n = pl.yield_(s)
        r: pl.Tensor[[16, 16], pl.FP32] = pl.store(acc_n, [0, 0], c)
        return r

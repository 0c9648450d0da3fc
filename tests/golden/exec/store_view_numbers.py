# ptoc: run --backend 910B --in 0=iota --in 1=const:-1 --print 1
# An AIV kernel storing a + a through the window rows 32..63 of `result`
# (the reference's tests/st test_spmd, SPMDViewReturnAliasProgram): the store
# writes `result` at the window's offsets, so rows 0..31 keep -1 and row 32
# starts 0 2 4 (a is 0, 1, 2, ... in memory order).
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.AIV)
    def aiv(
        self,
        a: pl.Tensor[[32, 64], pl.FP32],
        result: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        ta = pl.load(a, [0, 0], [32, 64])
        rview = pl.slice(result, [32, 64], [32, 0])
        r = pl.store(pl.add(ta, ta), [0, 0], rview)
        return r

    @pl.function(type=pl.FunctionType.Orchestration)
    def orchestrator(
        self,
        a: pl.Tensor[[32, 64], pl.FP32],
        result: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        r = self.aiv(a, result)
        return r

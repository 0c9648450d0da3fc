# ptoc: print
import pypto.language as pl

@pl.program
class Scopes:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[64], pl.FP32], out: pl.Out[pl.Tensor[[64], pl.FP32]]) -> pl.Tensor[[64], pl.FP32]:
        t = pl.load(x, [0], [64])
        out = pl.store(t, [0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration, auto_scope=False)
    def main(self, x: pl.Tensor[[64], pl.FP32], out: pl.Out[pl.Tensor[[64], pl.FP32]]) -> pl.Tensor[[64], pl.FP32]:
        with pl.incore(name_hint="inner"):
            y: pl.Tensor[[64], pl.FP32] = self.k(x, out)
        with pl.manual_scope():
            r, tid = pl.submit(self.k, x, out)
            r2, tid2 = pl.submit(self.k, x, r, deps=[tid])
        with pl.auto_scope():
            z: pl.Tensor[[64], pl.FP32] = self.k(x, out)
        with pl.at(name_hint="a", optimizations=[pl.split(pl.SplitMode.UP_DOWN, slot_num=2)], level=pl.Level.CORE_GROUP) as t1:
            w: pl.Tensor[[64], pl.FP32] = self.k(x, out)
        with pl.spmd(4, name_hint="s", sync_start=True) as t2:
            v: pl.Tensor[[64], pl.FP32] = self.k(x, out)
        for i in pl.spmd(2, optimizations=[pl.cross_core_slot(slot_num=4)]):
            u: pl.Tensor[[64], pl.FP32] = self.k(x, out)
        return z

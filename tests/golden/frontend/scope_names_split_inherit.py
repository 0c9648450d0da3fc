# ptoc: print
# Runtime scope names, pl.auto_chunk, and split boundaries that inherit their
# region's split (the reference's test_auto_scope_parsing.py and
# test_split_aiv_parsing.py): pl.scope / pl.manual_scope take name_hint= (any
# string; "" is no name), optimizations= takes pl.auto_chunk (printed last), and
# pl.aiv_shard / pl.aic_gather inside a pl.split_aiv region take the region's
# split (UP_DOWN 1, LEFT_RIGHT 2), so their type needs no annotation: the
# aiv_shard half lands in Vec, the aic_gather whole in Mat; split= is not printed
# inside the region.
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[64], pl.FP32], out: pl.Out[pl.Tensor[[64], pl.FP32]]) -> pl.Tensor[[64], pl.FP32]:
        t = pl.load(x, [0], [64])
        out = pl.store(t, [0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration, auto_scope=False)
    def names(
        self, x: pl.Tensor[[64], pl.FP32], out: pl.Out[pl.Tensor[[64], pl.FP32]]
    ) -> pl.Tensor[[64], pl.FP32]:
        for i, (acc,) in pl.range(4, init_values=(x,)):
            with pl.scope(name_hint="iteration"):
                if i == 0:
                    with pl.scope(name_hint="first iteration"):
                        value = pl.yield_(acc)
                else:
                    with pl.scope(name_hint="later \"one\""):
                        value = pl.yield_(acc)
                acc = pl.yield_(value)
        with pl.scope(name_hint=""):
            y = self.k(acc, out)
        with pl.manual_scope(name_hint="tail"):
            y = self.k(y, out)
        return y

    @pl.function(type=pl.FunctionType.Opaque)
    def shards(
        self,
        a: pl.Tensor[[64, 64], pl.FP32],
        b: pl.Tensor[[64, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP, optimizations=[pl.auto_chunk, pl.split(pl.SplitMode.UP_DOWN)]):
            a_l1 = pl.load(a, [0, 0], [64, 64], target_memory=pl.MemorySpace.Mat)
            b_l1 = pl.load(b, [0, 0], [64, 64], target_memory=pl.MemorySpace.Mat)
            a_left = pl.move(a_l1, target_memory=pl.MemorySpace.Left)
            b_right = pl.move(b_l1, target_memory=pl.MemorySpace.Right)
            qk = pl.matmul(a_left, b_right)
            for aiv_id in pl.split_aiv(2, mode=pl.SplitMode.UP_DOWN):
                qk_h = pl.aiv_shard(qk)
                sc = pl.mul(qk_h, 2.0)
                offset = aiv_id * 32
                out = pl.store(sc, [offset, 0], out)
            for aiv_id2 in pl.split_aiv(2, mode=pl.SplitMode.LEFT_RIGHT):
                h: pl.Tile[[64, 32], pl.FP32] = pl.load(a, [0, aiv_id2 * 32], [64, 32])
                g = pl.aic_gather(h)
                s = pl.aiv_shard(qk, split=2)
        return out

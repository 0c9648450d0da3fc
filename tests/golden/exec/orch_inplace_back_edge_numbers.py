# ptoc: run --in 0=const:1 --in 1=const:0 --print 0 --print 2
# bump(a, dst) carries a full load of a through a loop (two +1 steps) into dst, so
# OptimizeOrchTensors may merge dst into a where a call is the only reader of its In
# argument: s0 = bump(y, c0) before the loop.  In the loop, r = bump(x, t) is the only
# read of x in the text, but the next trip reads x again, so bump must keep dst there (and,
# as every call of bump changes, everywhere).  x = 1, y = 0: s0 = 2, each trip adds
# r = x + 2 = 3 to the carry o (add works in place on o, which starts from s0 alone):
# o = 2 + 9 = 11, out = 2 * o = 22; x stays 1.
import pypto.language as pl


@pl.program
class BackEdge:
    @pl.function(type=pl.FunctionType.InCore)
    def bump(
        self,
        a: pl.Tensor[[16, 64], pl.FP32],
        dst: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        ta: pl.Tile[[16, 64], pl.FP32] = pl.load(a, [0, 0], [16, 64])
        for k, (c,) in pl.range(2, init_values=(ta,)):
            c2: pl.Tile[[16, 64], pl.FP32] = pl.adds(c, 1.0)
            c_rv = pl.yield_(c2)
        dst = pl.store(c_rv, [0, 0], dst)
        return dst

    @pl.function(type=pl.FunctionType.InCore)
    def add(
        self,
        a: pl.Tensor[[16, 64], pl.FP32],
        b: pl.Tensor[[16, 64], pl.FP32],
        dst: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        ta: pl.Tile[[16, 64], pl.FP32] = pl.load(a, [0, 0], [16, 64])
        tb: pl.Tile[[16, 64], pl.FP32] = pl.load(b, [0, 0], [16, 64])
        s: pl.Tile[[16, 64], pl.FP32] = pl.add(ta, tb)
        dst = pl.store(s, [0, 0], dst)
        return dst

    @pl.function(type=pl.FunctionType.InCore)
    def double(
        self,
        a: pl.Tensor[[16, 64], pl.FP32],
        dst: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        ta: pl.Tile[[16, 64], pl.FP32] = pl.load(a, [0, 0], [16, 64])
        s: pl.Tile[[16, 64], pl.FP32] = pl.muls(ta, 2.0)
        dst = pl.store(s, [0, 0], dst)
        return dst

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[16, 64], pl.FP32],
        y: pl.Tensor[[16, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        c0: pl.Tensor[[16, 64], pl.FP32] = pl.create_tensor([16, 64], dtype=pl.FP32)
        s0: pl.Tensor[[16, 64], pl.FP32] = self.bump(y, c0)
        for i, (o,) in pl.range(3, init_values=(s0,)):
            t: pl.Tensor[[16, 64], pl.FP32] = pl.create_tensor([16, 64], dtype=pl.FP32)
            r: pl.Tensor[[16, 64], pl.FP32] = self.bump(x, t)
            t2: pl.Tensor[[16, 64], pl.FP32] = pl.create_tensor([16, 64], dtype=pl.FP32)
            o2: pl.Tensor[[16, 64], pl.FP32] = self.add(o, r, t2)
            o_rv = pl.yield_(o2)
        out = self.double(o_rv, out)
        return out

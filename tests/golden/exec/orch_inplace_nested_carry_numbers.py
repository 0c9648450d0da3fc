# ptoc: run --in 0=const:1 --in 1=const:2 --print 2
# add(a, b, dst) in a loop nest carrying one tensor (the inner loop starts from the outer
# iter arg and the outer loop yields the inner result) that starts from s1 = double(x, s0),
# read by nothing else: OptimizeOrchTensors lets add work in place on a (a InOut, t and dst
# dropped), and the numbers stay.  x = 1, y = 2: s1 = 2, six adds of y give 14,
# out = 2 * 14 = 28.
import pypto.language as pl


@pl.program
class CarryOwned:
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
        s0: pl.Tensor[[16, 64], pl.FP32] = pl.create_tensor([16, 64], dtype=pl.FP32)
        s1: pl.Tensor[[16, 64], pl.FP32] = self.double(x, s0)
        for i, (acc,) in pl.range(3, init_values=(s1,)):
            for j, (acc_in,) in pl.range(2, init_values=(acc,)):
                t: pl.Tensor[[16, 64], pl.FP32] = pl.create_tensor([16, 64], dtype=pl.FP32)
                acc2: pl.Tensor[[16, 64], pl.FP32] = self.add(acc_in, y, t)
                acc_in_rv = pl.yield_(acc2)
            acc_rv = pl.yield_(acc_in_rv)
        out = self.double(acc_rv, out)
        return out

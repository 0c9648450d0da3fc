# ptoc: run --in 0=const:1 --print 0 --print 1
# The loop of orch_inplace_out_param_numbers (acc starts at x, acc2 = add(acc, x, t)),
# then `r = add(acc_rv, x, o)` into a tensor.create o and out = double(r).  Every call of
# add passes a create as dst now, but the loop starts from x, which the body and the call
# after it read: add must not work in place on a.  x = 1: acc = 4, r = 5, out = 10; x
# stays 1.
import pypto.language as pl


@pl.program
class CarryCreate:
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
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        for i, (acc,) in pl.range(3, init_values=(x,)):
            t: pl.Tensor[[16, 64], pl.FP32] = pl.create_tensor([16, 64], dtype=pl.FP32)
            acc2: pl.Tensor[[16, 64], pl.FP32] = self.add(acc, x, t)
            acc_rv = pl.yield_(acc2)
        o: pl.Tensor[[16, 64], pl.FP32] = pl.create_tensor([16, 64], dtype=pl.FP32)
        r: pl.Tensor[[16, 64], pl.FP32] = self.add(acc_rv, x, o)
        out = self.double(r, out)
        return out

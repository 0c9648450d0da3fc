# ptoc: print {}
# A parenthesized target list is the plain name list of a pl.yield_
# (`(out,) = pl.yield_(acc2)`, the reference's test_classify_iter_arg_carry.py).
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.AIV)
    def accumulate(self, x: pl.Tensor[[64, 64], pl.FP32], acc: pl.InOut[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        t: pl.Tile[[64, 64], pl.FP32] = pl.load(x, [0, 0], [64, 64])
        return pl.store(t, [0, 0], acc)

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        for _i, (acc, acc_b) in pl.range(0, 4, init_values=(out, out)):
            acc2: pl.Tensor[[64, 64], pl.FP32] = self.accumulate(x, acc)
            (out_a, out_b) = pl.yield_(acc2, acc_b)
        return out_a

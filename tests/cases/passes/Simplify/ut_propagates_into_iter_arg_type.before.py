# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self):
        N: pl.Scalar[pl.INDEX] = 4
        acc: pl.Tensor[[N, 8], pl.FP32] = pl.tensor.create([N, 8], dtype=pl.FP32)
        for _i, (acc_iter,) in pl.range(4, init_values=(acc,)):
            acc_next: pl.Tensor[[N, 8], pl.FP32] = pl.tensor.create([N, 8], dtype=pl.FP32)
            acc_rv: pl.Tensor[[N, 8], pl.FP32] = pl.yield_(acc_next)

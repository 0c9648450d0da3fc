import pypto.language as pl


@pl.program
class Expected:
    @pl.function
    def main(self):
        acc: pl.Tensor[[4, 8], pl.FP32] = pl.tensor.create([4, 8], dtype=pl.FP32)
        for _i, (acc_iter,) in pl.range(4, init_values=(acc,)):
            acc_iter = pl.tensor.add(acc_iter, acc_iter)

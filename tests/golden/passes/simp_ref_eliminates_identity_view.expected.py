import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Expected:
    @pl.function
    def main(self, x: pl.Tensor[[8, 4], pl.FP32]) -> pl.Tensor[[8, 4], pl.FP32]:
        # 21f11ecb dropped the alias-fold: the view Call still folds
        # to ``x``, but the ``same = x`` residual is no longer removed.
        same: pl.Tensor[[8, 4], pl.FP32, pl.TensorView(stride=[4, 1], layout=pl.TensorLayout.ND)] = x
        return same

# A kernel written the natural way: calls nested in calls (FlattenCallExpr
# hoists them into temporaries), a scalar constant in the index arithmetic
# (Simplify folds it into the offsets), and a store into a parameter that is
# not pl.Out: `acc` is read and updated in place and returned as itself
# (NormalizeReturnOrder).
@pl.program
class NestedCalls:
    @pl.function(type=pl.FunctionType.InCore)
    def exp_residual(
        self,
        x: pl.Tensor[[64, 64], pl.FP32],
        acc: pl.Tensor[[64, 64], pl.FP32],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        rows: pl.Scalar[pl.INDEX] = 32
        for i in pl.range(2):
            t = pl.load(x, [i * rows + 0, 0], [32, 64])
            y = pl.add(pl.exp(t), t)
            pl.store(pl.add(y, pl.load(acc, [i * rows, 0], [32, 64])), [i * rows, 0], acc)
        return acc

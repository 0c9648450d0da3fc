# ptoc: print
# A pl.while_'s carried names may be written without parentheses; they print in parentheses.
# The loop is the reference's (test_ctrl_flow_transform.py, test_while_break_with_ssa_iter_args),
# on a tile: x doubles 6 times before the break, out = 64 * a.
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main(self, a: pl.Tensor[[16, 64], pl.FP32], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        x_0: pl.Tile[[16, 64], pl.FP32] = pl.load(a, [0, 0], [16, 64])
        n: pl.Scalar[pl.INT64] = 0
        for cnt, x_iter in pl.while_(init_values=(n, x_0)):
            pl.cond(cnt < 10)
            if cnt > 5:
                break
            y: pl.Tile[[16, 64], pl.FP32] = pl.add(x_iter, x_iter)
            c2: pl.Scalar[pl.INT64] = cnt + 1
            cnt, x_iter = pl.yield_(c2, y)
        o: pl.Tensor[[16, 64], pl.FP32] = pl.store(x_iter, [0, 0], out)
        return o

# ptoc: run --in 0=iota --print 1
# The loop reads a window of the tensor it carries into Vec (the add's operand) and all
# of it, transposed, as the matmul's right operand, and yields the matmul's Acc tile.
# The whole-tensor read makes the carry a Vec tile from the start of the loop, and each
# trip's Acc result is moved into it (across the pipe on a Cube + Vector split).
# w[r][c] = 16r + c: a trip gives (w + 1) @ w^T, sum_k (16r + k + 1)(16c + k), so after
# one trip w[0][0] = 1360, w[0][15] = 34000 and w[15][15] = 984400; after the second
# out = 10 * w has out[0][0] = 66114931200, out[0][15] = 1905731443200 and
# out[15][15] = 54933145459200 (printed rounded to six digits).  A loop whose carry
# kept the Acc result in a Vec-typed buffer, or returned w's initial contents, would
# print other numbers.
import pypto.language as pl


@pl.program
class LoopCarryWholeMat:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        w: pl.Tensor[[16, 16], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            for i in pl.range(2):
                w = pl.matmul(pl.add(pl.slice(w, [16, 16], [0, 0]), 1.0), pl.transpose(w, 0, 1))
        with pl.at(level=pl.Level.CORE_GROUP):
            out = pl.assemble(out, pl.mul(w, 10.0), [0, 0])
        return out

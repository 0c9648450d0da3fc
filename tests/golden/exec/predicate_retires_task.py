# ptoc: run --in 0=const:3 --in 1=zeros --in 2=zeros --print 1
# A dispatch predicate read when the task is ready: rc[0, 0] is 0, so `rc[0, 0] > 0` is
# false and the expert's task is retired unrun; out keeps its zeros (see
# predicate_dispatches_task.py for the true case).
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def expert(self, x: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        t = pl.load(x, [0, 0], [32, 64])
        out = pl.store(t, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]], rc: pl.Tensor[[64, 64], pl.INT32]) -> pl.Tensor[[64, 64], pl.FP32]:
        with pl.spmd(1, predicate=(pl.cast(pl.tensor.read(rc, [0, 0]), pl.INDEX) > 0)):
            out = self.expert(x, out)
        return out

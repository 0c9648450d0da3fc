# ptoc: run --in 0=const:3 --in 1=zeros --in 2=const:1 --print 1
# The dispatch predicate of predicate_retires_task.py, true: rc[0, 0] is 1, so the
# expert's task runs and copies the first 32 rows of x into out (see
# predicate_retires_task.py for the false case).
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

# ptoc: compile --backend 910B --emit=orchestration
# A pl.submit of a function the program does not define parses (the reference prints
# such launches once InlineFunctions has dropped a submitted Inline function), and is
# rejected at its line once the outline passes require every launched function to exist.
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[64], pl.FP32], out: pl.Out[pl.Tensor[[64], pl.FP32]]) -> pl.Tensor[[64], pl.FP32]:
        t = pl.load(x, [0], [64])
        out = pl.store(t, [0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[64], pl.FP32], out: pl.Out[pl.Tensor[[64], pl.FP32]]) -> pl.Tensor[[64], pl.FP32]:
        with pl.manual_scope():
            r: pl.Tuple[pl.Tensor[[64], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.kernal, x, out)
            y: pl.Tensor[[64], pl.FP32] = r[0]
        return y

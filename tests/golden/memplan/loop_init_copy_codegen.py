# ptoc: compile --backend 910B --no-emit-loc
# loop_init_read_in_body through the whole pipeline: the .pto copies x into the accumulator's own
# buffer (pto.tmov into %acc_it_init at another address) before the scf.for, and the body adds x
# into that buffer in place.  tests/golden/runtime/loop_init_copy.pto runs this output.
import pypto.language as pl

@pl.program
class InitReadInBody:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[16, 64], pl.FP32],
        n: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        x: pl.Tile[[16, 64], pl.FP32] = pl.load(a, [0, 0], [16, 64])
        for i, (acc_it,) in pl.range(0, 3, 1, init_values=(x,)):
            acc: pl.Tile[[16, 64], pl.FP32] = pl.add(acc_it, x)
            acc_n = pl.yield_(acc)
        o: pl.Tensor[[16, 64], pl.FP32] = pl.store(acc_n, [0, 0], out)
        return o

# ptoc: run --backend 910B --in 0=iota --print 1
# tensor.create with a fractional init_value for an INT32 tensor in an orchestration
# function: the reference's orchestration refuses to truncate it ("init_value 2.5 is
# not an integer but the tensor dtype is INT32"), and so does the executor.
import pypto.language as pl


@pl.program
class CreateInitValue:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self, x: pl.Tensor[[2, 8], pl.INT32], out: pl.Out[pl.Tensor[[2, 8], pl.INT32]]
    ) -> pl.Tensor[[2, 8], pl.INT32]:
        t = pl.tensor.create([2, 8], dtype=pl.INT32, init_value=2.5)
        v = pl.tensor.read(t, [1, 3])
        out = pl.tensor.write(out, [0, 0], v)
        return out

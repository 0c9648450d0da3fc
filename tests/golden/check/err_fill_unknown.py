# ptoc: check --backend 910B --fill signl=1
# exit: 2
# --fill names a tensor parameter; a name no function's tensor parameter has is a usage
# error (here a misspelt `signal`), not a silently random input.
import pypto.language as pl

@pl.program
class Fill:
    @pl.function(type=pl.FunctionType.InCore)
    def wait_raised(out: pl.Out[pl.Tensor[[1, 1], pl.INT32]], signal: pl.InOut[pld.DistributedTensor[[1, 1], pl.INT32]]) -> pl.Tensor[[1, 1], pl.INT32]:
        pld.system.wait(signal, [0, 0], 1, cmp=1)
        got: pl.Scalar[pl.INT32] = pl.tensor.read(signal, [0, 0])
        pl.tensor.write(out, [0, 0], got)
        return out

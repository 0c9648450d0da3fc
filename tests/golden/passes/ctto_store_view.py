# ptoc: opt --passes=convert_tensor_to_tile_ops
# A tile.store into a whole tensor.slice window of a tensor, in any kernel
# (InCore, AIV, AIC), the values it stores only returned (the reference's
# tests/st test_spmd, SPMDViewReturnAliasProgram's AIV kernel): the store
# writes the sliced tensor at the window's offsets plus its own and keeps the
# window's type, and a window only stores read goes.  `twice` stores through
# its window at a runtime row twice; `kept` also loads from its window, which
# stays for that load (and, as any window load, reads the sliced tensor).
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.AIV)
    def aiv(
        self,
        a: pl.Tensor[[32, 64], pl.FP32],
        result: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        ta = pl.load(a, [0, 0], [32, 64])
        rview = pl.slice(result, [32, 64], [32, 0])
        r = pl.store(pl.add(ta, ta), [0, 0], rview)
        return r

    @pl.function(type=pl.FunctionType.InCore)
    def twice(
        self,
        a: pl.Tensor[[16, 64], pl.FP32],
        i: pl.Scalar[pl.INDEX],
        result: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        ta = pl.load(a, [0, 0], [16, 64])
        rview = pl.slice(result, [32, 64], [i, 0])
        r0 = pl.store(ta, [0, 0], rview)
        r1 = pl.store(ta, [16, 0], rview)
        return r1

    @pl.function(type=pl.FunctionType.InCore)
    def kept(
        self,
        result: pl.InOut[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        rview = pl.slice(result, [32, 64], [32, 0])
        t = pl.load(rview, [0, 0], [32, 64])
        r = pl.store(pl.add(t, t), [0, 0], rview)
        return r

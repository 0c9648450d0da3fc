# ptoc: print
# Forms the reference's printer tests assert (tests/ut/ir/printing/
# test_python_printer.py): two sibling loops whose iter args share a name print
# as (acc,) and (acc_1,); a while loop with iter args prints as
# pl.while_(init_values=...) whose body starts with pl.cond(...); an INT32 or
# FP16 constant prints as pl.const(v, dtype), an INDEX or FP32 one bare.
import pypto.language as pl

@pl.program
class P:
    @pl.function
    def f(self) -> pl.Scalar[pl.INT64]:
        for i, (acc,) in pl.range(8, init_values=(pl.const(0, pl.INT64),)):
            acc_final_i: pl.Scalar[pl.INT64] = pl.yield_(acc + pl.const(1, pl.INT64))
        for j, (acc,) in pl.range(8, init_values=(pl.const(0, pl.INT64),)):
            acc_final_j: pl.Scalar[pl.INT64] = pl.yield_(acc + pl.const(1, pl.INT64))
        for (x,) in pl.while_(init_values=(pl.const(0, pl.INT64),)):
            pl.cond(x < pl.const(10, pl.INT64) and x > pl.const(0, pl.INT64))
            x_final: pl.Scalar[pl.INT64] = pl.yield_(x + pl.const(1, pl.INT64))
        a: pl.Scalar[pl.INT32] = pl.const(42, pl.INT32)
        b: pl.Scalar[pl.FP16] = pl.const(1.0, pl.FP16)
        c: pl.Scalar[pl.FP32] = 1.0
        d: pl.Scalar[pl.INDEX] = 42
        return acc_final_j

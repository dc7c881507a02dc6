local x = 
return {